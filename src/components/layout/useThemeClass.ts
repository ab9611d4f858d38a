import { useEffect } from 'react';
import { useAppSelector } from '@/app/hooks';

/** Puts the 'dark' class on <html> for the chosen theme, following the OS when it is 'system'. */
export function useThemeClass(): void {
  const theme = useAppSelector((state) => state.ui.theme);
  useEffect(() => {
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const apply = () => {
      const dark = theme === 'dark' || (theme === 'system' && media.matches);
      document.documentElement.classList.toggle('dark', dark);
      document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
    };
    apply();
    if (theme !== 'system') return;
    media.addEventListener('change', apply);
    return () => media.removeEventListener('change', apply);
  }, [theme]);
}
