import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { recordTrackingConsent, trackingConsent, useTrackingConsent } from './tracking-consent.ts';

afterEach(() => localStorage.clear());

describe('tracking consent (att_permission)', () => {
  it('is null until answered, then the answer kept', () => {
    expect(trackingConsent()).toBeNull();
    recordTrackingConsent('denied');
    expect(localStorage.getItem('att_permission')).toBe('denied');
    expect(trackingConsent()).toBe('denied');
  });

  it('reads an unknown value as no answer', () => {
    localStorage.setItem('att_permission', 'yes');
    expect(trackingConsent()).toBeNull();
  });

  it('tells the hook when the answer changes', () => {
    const { result } = renderHook(() => useTrackingConsent());
    expect(result.current).toBeNull();
    act(() => recordTrackingConsent('granted'));
    expect(result.current).toBe('granted');
  });
});
