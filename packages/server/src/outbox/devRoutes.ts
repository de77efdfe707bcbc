import { Router } from 'express';
import type { Db } from '../db';
import { escapeHtml } from '../http/html';
import { readOutbox } from './gateway';

/** The sandbox outbox, for testers and end-to-end tests; never mounted in production. */
export function outboxRoutes(db: Db): Router {
  const router = Router();
  router.get('/dev/outbox.json', async (_req, res) => {
    const messages = await readOutbox(db);
    res.json({ type: 'success', messages });
  });
  router.get('/dev/outbox', async (_req, res) => {
    const messages = await readOutbox(db);
    const rows = messages
      .map(
        (m) =>
          `<tr><td>${escapeHtml(m.createdAt.toISOString())}</td><td>${escapeHtml(m.channel)}</td>` +
          `<td>${escapeHtml(m.recipient)}</td><td>${escapeHtml(m.subject ?? '')}</td><td>${escapeHtml(m.body)}</td></tr>`,
      )
      .join('');
    res
      .type('html')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox outbox</title></head>` +
          `<body><main><h1>Sandbox outbox</h1><p>Messages the SMS and e-mail sandbox has sent, newest first.</p>` +
          `<table><thead><tr><th>Sent</th><th>Channel</th><th>To</th><th>Subject</th><th>Message</th></tr></thead>` +
          `<tbody>${rows}</tbody></table></main></body></html>`,
      );
  });
  return router;
}
