import { defaultHealthCareType, type Lang, type SessionAnswer, sessionFeatureNames } from '@portal/domain';
import type { Config } from '../config';

/**
 * `GET /api/session`'s answer to a caller without a session: it depends on the configuration only,
 * so the page a visitor opens can be drawn with it on the server without reading the database.
 */
export function visitorSession(
  config: Pick<Config, 'brand' | 'brandUrls' | 'production'>,
  features: readonly string[],
  lang: Lang = 'fi',
): SessionAnswer {
  return {
    type: 'success',
    session: {
      isSessionValid: false,
      csrfToken: null,
      sessionExpires: null,
      lang,
      brand: config.brand,
      brandUrls: config.brandUrls,
      environment: config.production ? 'production' : 'development',
      // Nobody is a member of the sickness fund before signing in.
      features: sessionFeatureNames(features, false),
      healthCareType: defaultHealthCareType,
      sessionScope: null,
      mfaPending: false,
      registered: false,
    },
    user: null,
  };
}
