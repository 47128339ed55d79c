// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(cleanup);

describe('Toaster', () => {
  it('loads sonner without adding a <style> element and leaves head.appendChild as it was', async () => {
    const stylesBefore = document.head.querySelectorAll('style').length;
    await import('./toaster');
    expect(document.head.querySelectorAll('style').length).toBe(stylesBefore);
    expect(Object.hasOwn(document.head, 'appendChild')).toBe(false);
    const style = document.createElement('style');
    document.head.appendChild(style);
    expect(style.isConnected).toBe(true);
    style.remove();
  });

  it('shows a toast with its title and description, one at a time', async () => {
    const { Toaster, toast } = await import('./toaster');
    render(<Toaster />);
    act(() => {
      toast.error('Missing Information', { description: 'Please fill in all required fields.' });
    });
    expect(await screen.findByText('Missing Information')).toBeTruthy();
    expect(screen.getByText('Please fill in all required fields.')).toBeTruthy();
    const list = document.querySelector('[data-sonner-toaster]');
    expect(list?.getAttribute('data-y-position')).toBe('top');
    expect(list?.getAttribute('data-x-position')).toBe('center');
    act(() => {
      toast('Second');
    });
    await screen.findByText('Second');
    const visible = document.querySelectorAll('[data-sonner-toast][data-visible="true"]');
    expect(visible).toHaveLength(1);
  });
});
