import { usePublicConfig } from '../../../lib/public-config.ts';

/** The server's support address as a mailto link. */
export function SupportEmailLink() {
  const { supportEmail } = usePublicConfig();
  return <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;
}
