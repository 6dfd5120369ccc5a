import { AboutContent } from '@/features/about/components/AboutContent';

export default function AboutScreen() {
  return <AboutContent />;
}
