import { helsinkiIsoDate, isLang, type Lang, parseIdentityCode } from '@portal/domain';
import express, { type Request, type Response, Router } from 'express';
import type Provider from 'oidc-provider';
import { type SignInPageWords, type StaffChoice, signInPage, signInPageStyles } from './page';

const langOf = (uiLocales: unknown): Lang => {
  const first = typeof uiLocales === 'string' ? uiLocales.split(' ')[0] : undefined;
  return first && isLang(first) ? first : 'en';
};

/** The sign-in step of the development provider: one form that takes a personal identity code. */
export function devInteractionRoutes(
  provider: Provider,
  words: (lang: Lang) => SignInPageWords,
  clock: () => Date,
  staff: readonly StaffChoice[] = [],
): Router {
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: '4kb' });

  router.get('/idp/assets/sign-in.css', (_req, res) => {
    res.type('css').send(signInPageStyles);
  });

  router.get('/idp/interaction/:uid', async (req: Request, res: Response) => {
    const details = await provider.interactionDetails(req, res);
    const lang = langOf(details.params.ui_locales);
    if (details.prompt.name === 'login') {
      res
        .type('html')
        .send(signInPage({ lang, uid: details.uid, value: '', error: false, words: words(lang), staff }));
      return;
    }
    // Any other prompt (consent) is granted by loadExistingGrant; finish it straight away.
    await provider.interactionFinished(req, res, {}, { mergeWithLastSubmission: true });
  });

  router.post('/idp/interaction/:uid/login', form, async (req: Request, res: Response) => {
    const details = await provider.interactionDetails(req, res);
    const lang = langOf(details.params.ui_locales);
    const value = typeof req.body?.identityCode === 'string' ? req.body.identityCode : '';
    const parsed = parseIdentityCode(value, {
      allowDevelopmentCodes: false,
      today: helsinkiIsoDate(clock()),
    });
    if (!parsed.ok) {
      res
        .status(400)
        .type('html')
        .send(signInPage({ lang, uid: details.uid, value, error: true, words: words(lang), staff }));
      return;
    }
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: parsed.value.code, acr: 'dev.identity-code' } },
      { mergeWithLastSubmission: false },
    );
  });

  // A staff test identity signs in by its subject; the provider gives it the role claim.
  router.post('/idp/interaction/:uid/staff', form, async (req: Request, res: Response) => {
    const subject = typeof req.body?.subject === 'string' ? req.body.subject : '';
    if (!staff.some((member) => member.subject === subject)) {
      res.status(400).type('text').send('Unknown staff identity');
      return;
    }
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: subject, acr: 'dev.staff' } },
      { mergeWithLastSubmission: false },
    );
  });

  return router;
}
