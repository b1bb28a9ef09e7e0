import { Outlet } from 'react-router';
import { BrandedPublicFrame } from './public-frame';

/** The frame of sign-in screens and guest pages: no sidebar, the page centred in the event's brand. */
export function AuthLayout() {
  return (
    <BrandedPublicFrame>
      <Outlet />
    </BrandedPublicFrame>
  );
}
