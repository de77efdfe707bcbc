import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { insuranceCardImageStates } from '../catalogue/insurance';
import {
  canSaveInsuranceCard,
  type InsuranceCardEvent,
  type InsuranceCardState,
  initialInsuranceCard,
  initUploadBody,
  isCardMimeType,
  nextInsuranceCard,
} from './card';

const missing = { state: 'missing' } as const;
const jpeg = { state: 'ready-to-upload', mimeType: 'image/jpeg' } as const;
const png = { state: 'ready-to-upload', mimeType: 'image/png' } as const;
const stored = { state: 'uploaded', mimeType: null } as const;
const uploading = (mimeType: 'image/jpeg' | 'image/png', progress = 0) =>
  ({ state: 'uploading', mimeType, progress }) as const;

const states = {
  empty: { step: 'editing', front: missing, back: missing, invalidFile: null },
  stored: { step: 'editing', front: stored, back: stored, invalidFile: null },
  frontChosen: { step: 'editing', front: jpeg, back: missing, invalidFile: null },
  bothChosen: { step: 'editing', front: jpeg, back: png, invalidFile: null },
  initializing: { step: 'initializing', front: jpeg, back: png },
  uploading: { step: 'uploading', front: uploading('image/jpeg', 40), back: uploading('image/png') },
  frontUploaded: {
    step: 'uploading',
    front: { state: 'uploaded', mimeType: 'image/jpeg' },
    back: uploading('image/png'),
  },
  frontFailed: {
    step: 'uploading',
    front: { state: 'error', mimeType: 'image/jpeg' },
    back: uploading('image/png'),
  },
  finishing: {
    step: 'finishing',
    front: { state: 'uploaded', mimeType: 'image/jpeg' },
    back: { state: 'uploaded', mimeType: 'image/png' },
  },
  saved: {
    step: 'saved',
    front: { state: 'uploaded', mimeType: 'image/jpeg' },
    back: { state: 'uploaded', mimeType: 'image/png' },
  },
  failed: {
    step: 'failed',
    front: { state: 'error', mimeType: 'image/jpeg' },
    back: { state: 'uploaded', mimeType: 'image/png' },
  },
  tooManyUploads: { step: 'tooManyUploads', front: jpeg, back: png },
} satisfies Record<string, InsuranceCardState>;
type StateName = keyof typeof states;

const events = {
  frontJpeg: { type: 'chooseFile', side: 'front', mimeType: 'image/jpeg' },
  backPng: { type: 'chooseFile', side: 'back', mimeType: 'image/png' },
  backGif: { type: 'chooseFile', side: 'back', mimeType: 'image/gif' },
  changeImages: { type: 'changeImages' },
  save: { type: 'save' },
  initialized: { type: 'initialized' },
  initFailed: { type: 'initFailed' },
  frontProgress: { type: 'progress', side: 'front', percent: 72.4 },
  frontBackwards: { type: 'progress', side: 'front', percent: 10 },
  frontUploaded: { type: 'uploaded', side: 'front' },
  backUploaded: { type: 'uploaded', side: 'back' },
  frontUploadFailed: { type: 'uploadFailed', side: 'front' },
  backUploadFailed: { type: 'uploadFailed', side: 'back' },
  initRefused: { type: 'initFailed', reason: 'tooManyUploads' },
  frontUploadRefused: { type: 'uploadFailed', side: 'front', reason: 'tooManyUploads' },
  backUploadRefused: { type: 'uploadFailed', side: 'back', reason: 'tooManyUploads' },
  finishedOk: { type: 'finished', success: true },
  finishedFailed: { type: 'finished', success: false },
  retry: { type: 'retry' },
} satisfies Record<string, InsuranceCardEvent>;
type EventName = keyof typeof events;

const s = states;
const transitions: [StateName, EventName, InsuranceCardState][] = [
  ['empty', 'frontJpeg', s.frontChosen],
  ['empty', 'backPng', { ...s.empty, back: png }],
  ['empty', 'backGif', { ...s.empty, invalidFile: 'back' }],
  ['stored', 'changeImages', s.empty],
  ['frontChosen', 'frontJpeg', s.frontChosen],
  ['frontChosen', 'backPng', s.bothChosen],
  ['frontChosen', 'backGif', { ...s.frontChosen, invalidFile: 'back' }],
  ['frontChosen', 'changeImages', s.empty],
  ['bothChosen', 'frontJpeg', s.bothChosen],
  ['bothChosen', 'backPng', s.bothChosen],
  ['bothChosen', 'backGif', { ...s.bothChosen, invalidFile: 'back' }],
  ['bothChosen', 'changeImages', s.empty],
  ['bothChosen', 'save', s.initializing],
  [
    'initializing',
    'initialized',
    { step: 'uploading', front: uploading('image/jpeg'), back: uploading('image/png') },
  ],
  ['initializing', 'initFailed', { ...s.initializing, step: 'failed' }],
  ['uploading', 'frontProgress', { ...s.uploading, front: uploading('image/jpeg', 72) }],
  ['uploading', 'frontUploaded', { ...s.uploading, front: { state: 'uploaded', mimeType: 'image/jpeg' } }],
  ['uploading', 'backUploaded', { ...s.uploading, back: { state: 'uploaded', mimeType: 'image/png' } }],
  ['uploading', 'frontUploadFailed', { ...s.uploading, front: { state: 'error', mimeType: 'image/jpeg' } }],
  ['uploading', 'backUploadFailed', { ...s.uploading, back: { state: 'error', mimeType: 'image/png' } }],
  ['frontUploaded', 'backUploaded', s.finishing],
  [
    'frontUploaded',
    'backUploadFailed',
    { ...s.failed, front: s.finishing.front, back: { state: 'error', mimeType: 'image/png' } },
  ],
  ['frontFailed', 'backUploaded', s.failed],
  ['frontFailed', 'backUploadFailed', { ...s.failed, back: { state: 'error', mimeType: 'image/png' } }],
  ['finishing', 'finishedOk', s.saved],
  ['finishing', 'finishedFailed', { ...s.finishing, step: 'failed' }],
  ['saved', 'changeImages', s.empty],
  ['failed', 'changeImages', s.empty],
  ['failed', 'retry', s.initializing],
  ['initializing', 'initRefused', s.tooManyUploads],
  [
    'uploading',
    'frontUploadRefused',
    { ...s.uploading, step: 'tooManyUploads', front: { state: 'error', mimeType: 'image/jpeg' } },
  ],
  [
    'uploading',
    'backUploadRefused',
    { ...s.uploading, step: 'tooManyUploads', back: { state: 'error', mimeType: 'image/png' } },
  ],
  [
    'frontUploaded',
    'backUploadRefused',
    { ...s.frontUploaded, step: 'tooManyUploads', back: { state: 'error', mimeType: 'image/png' } },
  ],
  [
    'frontFailed',
    'backUploadRefused',
    { ...s.frontFailed, step: 'tooManyUploads', back: { state: 'error', mimeType: 'image/png' } },
  ],
  ['tooManyUploads', 'changeImages', s.empty],
  ['tooManyUploads', 'retry', s.initializing],
];

describe('nextInsuranceCard', () => {
  it.each(transitions)('in %s on %s should become %j', (state, event, expected) => {
    expect(nextInsuranceCard(s[state], events[event])).toEqual(expected);
  });

  const changing = new Set(transitions.map(([state, event]) => `${state} ${event}`));
  const unchanged = (Object.keys(s) as StateName[]).flatMap((state) =>
    (Object.keys(events) as EventName[])
      .filter((event) => !changing.has(`${state} ${event}`))
      .map((event) => [state, event] as const),
  );
  it.each(unchanged)('in %s should ignore %s', (state, event) => {
    expect(nextInsuranceCard(s[state], events[event])).toBe(s[state]);
  });

  it('should keep images in known states with progress 0-100, and save only both together', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...Object.values(events)), { maxLength: 30 }),
        fc.boolean(),
        (sequence, hasImages) => {
          let state = initialInsuranceCard({ hasImages });
          for (const event of sequence) {
            state = nextInsuranceCard(state, event);
            for (const image of [state.front, state.back]) {
              expect(insuranceCardImageStates).toContain(image.state);
              if (image.state === 'uploading') expect(image.progress).toBeGreaterThanOrEqual(0);
              if (image.state === 'uploading') expect(image.progress).toBeLessThanOrEqual(100);
            }
            if (state.step === 'saved')
              expect([state.front.state, state.back.state]).toEqual(['uploaded', 'uploaded']);
          }
        },
      ),
    );
  });
});

describe('the queries of the form', () => {
  it.each([
    ['empty', false],
    ['stored', false],
    ['frontChosen', false],
    ['bothChosen', true],
    ['initializing', false],
  ] as const)('in %s save should work: %s', (state, expected) => {
    expect(canSaveInsuranceCard(s[state])).toBe(expected);
  });

  it('should ask for upload addresses with both image types', () => {
    expect(initUploadBody(s.initializing)).toEqual({ mimetypes: { front: 'image/jpeg', back: 'image/png' } });
    expect(initUploadBody(s.bothChosen)).toBeNull();
  });

  it.each([
    ['image/jpeg', true],
    ['image/png', true],
    ['image/gif', false],
    ['image/heic', false],
    ['application/pdf', false],
    ['', false],
  ])('%j should be accepted: %s', (mimeType, expected) => {
    expect(isCardMimeType(mimeType)).toBe(expected);
  });

  it('should open with stored images as uploaded', () => {
    expect(initialInsuranceCard({ hasImages: true })).toEqual(s.stored);
    expect(initialInsuranceCard({ hasImages: false })).toEqual(s.empty);
  });
});
