import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { browserTimeZone, rememberTimeZone } from './time-zone';

/**
 * The server renders times in the zone of the `tz` cookie (UTC until the browser has set it); once the
 * browser's own zone is known and differs, the cookie is set and the page's data reloaded, once (as the dashboard does).
 * `null`: the page shows a zone the visitor chose (/premium/coaching), which is left alone.
 */
export function useTimeZoneCorrection(renderedIn: string | null) {
  const revalidator = useRevalidator();
  const corrected = useRef(false);
  useEffect(() => {
    if (renderedIn === null || corrected.current || browserTimeZone() === renderedIn) return;
    corrected.current = true;
    rememberTimeZone();
    void revalidator.revalidate();
  }, [renderedIn, revalidator]);
}
