import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { THEME_STORAGE_KEY, loadTheme } from '@/app/uiSlice';
import { renderRoute } from '../render';

describe('theme', () => {
  it('defaults to light', () => {
    expect(loadTheme({ getItem: () => null })).toBe('light');
    expect(loadTheme({ getItem: () => 'purple' })).toBe('light');
    expect(makeStore().getState().ui.theme).toBe('light');
  });

  it('switches to dark, keeps it in localStorage and a new store reads it back', async () => {
    const { user } = renderRoute('/error');
    await user.click(await screen.findByRole('button', { name: 'Theme: Light' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Dark' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(makeStore().getState().ui.theme).toBe('dark');
  });

  it('follows the system when set to system', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'system');
    renderRoute('/error');
    expect(await screen.findByRole('button', { name: 'Theme: System' })).toBeInTheDocument();
    expect(document.documentElement).not.toHaveClass('dark');
  });
});
