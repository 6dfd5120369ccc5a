import { act, render, renderHook, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { ResendControl } from '../components/ResendControl';
import { useCountdown } from './use-countdown';

describe('the resend countdown (seed section 4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('rests at 59, counts 59 to 0 over 60 seconds once started, then rests again', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current).toMatchObject({ waiting: false, seconds: 59 });

    act(() => result.current.start());
    expect(result.current).toMatchObject({ waiting: true, seconds: 59 });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ waiting: true, seconds: 58 });
    act(() => vi.advanceTimersByTime(58_000));
    expect(result.current).toMatchObject({ waiting: true, seconds: 0 });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ waiting: false, seconds: 59 });
  });

  it('starts over when a new code is sent', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current.seconds).toBe(29);
    act(() => result.current.start());
    expect(result.current.seconds).toBe(59);
  });
});

describe('the resend control', () => {
  const renderControl = (waiting: boolean, seconds: number, onResend = () => {}) =>
    render(
      <I18nextProvider i18n={i18n}>
        <ResendControl
          countdown={{ waiting, seconds, start: () => {} }}
          busy={false}
          onResend={onResend}
        />
      </I18nextProvider>,
    );

  it("reads 'Haven't received the code?', disabled, with '00:SS' while waiting", () => {
    renderControl(true, 7);
    expect(screen.getByRole('button', { name: "Haven't received the code?" })).toBeDisabled();
    expect(screen.getByText('00:07')).toBeVisible();
  });

  it("reads 'Resend', enabled, with '00:59' at rest", () => {
    const onResend = vi.fn();
    renderControl(false, 59, onResend);
    const button = screen.getByRole('button', { name: 'Resend' });
    expect(button).toBeEnabled();
    expect(screen.getByText('00:59')).toBeVisible();
    button.click();
    expect(onResend).toHaveBeenCalledOnce();
  });
});
