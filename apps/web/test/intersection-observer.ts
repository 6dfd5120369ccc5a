import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * jsdom has no IntersectionObserver: this stand-in records what is observed, and a test says when
 * it scrolls into view.
 */
export function installIntersectionObserver() {
  const observers = new Set<FakeObserver>();
  class FakeObserver {
    readonly targets = new Set<Element>();
    constructor(private readonly callback: IntersectionObserverCallback) {
      observers.add(this);
    }
    observe(target: Element) {
      this.targets.add(target);
    }
    unobserve(target: Element) {
      this.targets.delete(target);
    }
    disconnect() {
      this.targets.clear();
      observers.delete(this);
    }
    takeRecords() {
      return [];
    }
    fire() {
      const entries = [...this.targets].map(
        (target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry,
      );
      if (entries.length) this.callback(entries, this as unknown as IntersectionObserver);
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    /** Everything observed comes into view. */
    scrollIntoView: () => act(() => observers.forEach((observer) => observer.fire())),
    observing: () => [...observers].some((observer) => observer.targets.size > 0),
  };
}
