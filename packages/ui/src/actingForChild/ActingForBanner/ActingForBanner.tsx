import { Button } from '../../Button';
import { useWords } from '../../i18n';
import { banner, bannerText } from '../actingForChild.css';

export interface ActingForBannerProps {
  /** The child's full name. */
  name: string;
  /** Ends acting for the child. */
  onStop: () => void;
  /** The end is being asked of the server. Default `false`. */
  stopping?: boolean;
}

/**
 * The header's notice while a guardian acts for a child: whose matters every page now shows, and the way
 * back to one's own.
 */
export function ActingForBanner({ name, onStop, stopping = false }: ActingForBannerProps) {
  const LL = useWords().actingForChild.banner;
  return (
    <section className={banner} aria-label={LL.text({ name })} data-acting-for="">
      <p className={bannerText}>{LL.text({ name })}</p>
      <Button variant="secondary" busy={stopping} onPress={onStop}>
        {LL.stop()}
      </Button>
    </section>
  );
}
