import { ContactForm } from '@/features/contact/components/ContactForm';

export default function ContactScreen() {
  return <ContactForm />;
}
