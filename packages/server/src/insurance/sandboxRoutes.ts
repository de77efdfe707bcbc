import { isLang, type Lang } from '@portal/domain';
import express, { Router } from 'express';
import type { PermitChoice } from './gateway';
import { permitChoices } from './gateway';
import { expiredPermitPage, permitPage, permitPageStyles } from './permitPage';
import { type SandboxInsurers, sandboxPermitPagePath } from './sandboxGateway';

const langOf = (value: unknown): Lang => (typeof value === 'string' && isLang(value) ? value : 'fi');
const isChoice = (value: unknown): value is PermitChoice =>
  typeof value === 'string' && value in permitChoices;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The sandbox partner insurer's site: its permit page and its answer. Never mounted in production. */
export function insurerSandboxRoutes(insurers: SandboxInsurers): Router {
  const router = Router();
  router.get(`${sandboxPermitPagePath}.css`, (_req, res) => {
    res.type('css').send(permitPageStyles);
  });
  router.get(sandboxPermitPagePath, (req, res) => {
    const ticket = text(req.query.ticket);
    const application = insurers.application(ticket);
    const lang = application?.lang ?? langOf(req.query.lang);
    res.type('html');
    if (!application) res.status(404).send(expiredPermitPage(lang));
    else res.send(permitPage(lang, ticket));
  });
  router.post(sandboxPermitPagePath, express.urlencoded({ extended: false, limit: '2kb' }), (req, res) => {
    const ticket = text(req.body?.ticket);
    const choice: unknown = req.body?.choice;
    const lang = insurers.application(ticket)?.lang ?? 'fi';
    const back = isChoice(choice) ? insurers.answer(ticket, choice) : undefined;
    if (back) res.redirect(303, back);
    else res.status(404).type('html').send(expiredPermitPage(lang));
  });
  return router;
}
