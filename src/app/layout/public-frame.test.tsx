import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicBrandingSchema } from '../../domain/settings/public-branding';
import { PublicFrame } from './public-frame';

const NAVY = publicBrandingSchema.parse({
  eventName: 'Harbour Expo',
  logo: 'https://cdn.test/logo.png',
  invertedLogo: 'https://cdn.test/logo-white.png',
  iconLogo: 'https://cdn.test/icon.png',
  loginImage: 'https://cdn.test/hall.jpg',
  navBgColor: '#16325c',
});

const frameOf = (container: HTMLElement) => container.querySelector<HTMLElement>('.public-frame')!;

describe('PublicFrame: the screens a signed-out person sees, in the event’s brand', () => {
  it('shows the event’s logo (the white one on its dark colour) and name over its login picture, its colour the primary', () => {
    const { container } = render(<PublicFrame branding={NAVY}>Sign in here</PublicFrame>);
    expect(screen.getByRole('img', { name: 'Harbour Expo' })).toHaveAttribute('src', 'https://cdn.test/logo-white.png');
    expect(screen.getByText('Harbour Expo')).toBeVisible();
    expect(screen.getByRole('main')).toHaveTextContent('Sign in here');
    const frame = frameOf(container);
    expect(frame.style.getPropertyValue('--portal-nav-bg')).toBe('#16325c');
    expect(frame.style.getPropertyValue('--public-login-image')).toBe('url("https://cdn.test/hall.jpg")');
    expect(frame.style.getPropertyValue('--bs-primary')).toBe('#16325c');
    expect(frame.style.getPropertyValue('--bs-primary-rgb')).toBe('22, 50, 92');
    expect(frame).toHaveAttribute('data-nav-theme', 'dark');
    expect(frame).toHaveAttribute('data-login-image');
  });

  it('on a light colour: the main logo, dark text, and the portal’s primary kept for contrast', () => {
    const light = { ...NAVY, navBgColor: '#f2f2f2', navTheme: 'light' as const, loginImage: '' };
    const { container } = render(<PublicFrame branding={light}>Form</PublicFrame>);
    expect(screen.getByRole('img', { name: 'Harbour Expo' })).toHaveAttribute('src', 'https://cdn.test/logo.png');
    const frame = frameOf(container);
    expect(frame).toHaveAttribute('data-nav-theme', 'light');
    expect(frame.style.getPropertyValue('--bs-primary')).toBe('');
    expect(frame).not.toHaveAttribute('data-brand-primary');
    expect(frame).not.toHaveAttribute('data-login-image');
  });

  it('names the event in words when it has no logo, and shows no header for an event that saved no branding', () => {
    const { unmount } = render(<PublicFrame branding={{ ...NAVY, logo: '', invertedLogo: '' }}>Form</PublicFrame>);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('banner')).toHaveTextContent('Harbour Expo');
    unmount();
    const { container } = render(<PublicFrame branding={undefined}>Form</PublicFrame>);
    expect(screen.queryByRole('banner')).toBeNull();
    expect(frameOf(container).getAttribute('style')).toBeNull();
    expect(screen.getByRole('main')).toHaveTextContent('Form');
  });
});
