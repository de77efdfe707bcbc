import {
  type CardImage,
  type CardSide,
  canRetry,
  canSaveInsuranceCard,
  type InsuranceCardState,
  insuranceCardMimeTypes,
} from '@portal/domain';
import { Button, Card, Notice, ProgressBar, Stack, useWords } from '@portal/ui';
import { FileTrigger } from 'react-aria-components';

export interface InsuranceCardFormProps {
  /** The form's machine (domain `nextInsuranceCard`). */
  state: InsuranceCardState;
  /** The stored images' addresses, shown while the sides are uploaded; `null` without a card. */
  imageUrls: { readonly front: string; readonly back: string } | null;
  /** A file was chosen for a side; its type is read from its bytes by the caller. */
  onChooseFile: (side: CardSide, file: File) => void;
  onSave: () => void;
  onRetry: () => void;
  onChangeImages: () => void;
}

const sides = ['front', 'back'] as const satisfies readonly CardSide[];

/**
 * The Kela card of my information (patient-area.md §3-§5, §8): each side missing, ready to upload,
 * uploading with its progress, uploaded (the image shown) or failed; Save only with both ready; a
 * refused file says which formats are allowed; a failed save, or one refused for too many
 * uploads, offers Try again; 'Change images' starts over. The step shows as `data-step`, each side as `data-image`.
 */
export function InsuranceCardForm({
  state,
  imageUrls,
  onChooseFile,
  onSave,
  onRetry,
  onChangeImages,
}: InsuranceCardFormProps) {
  const LL = useWords().myInformation.card;
  const busy = state.step === 'initializing' || state.step === 'uploading' || state.step === 'finishing';
  const anyChosen = state.front.state !== 'missing' || state.back.state !== 'missing';
  return (
    <Card title={LL.title()}>
      <div data-step={state.step}>
        <Stack space="md">
          <p>{LL.intro()}</p>
          {state.step === 'saved' && <Notice tone="success">{LL.saved()}</Notice>}
          {state.step === 'editing' && state.invalidFile !== null && (
            <Notice tone="danger">{LL.invalidFile()}</Notice>
          )}
          {state.step === 'failed' && <Notice tone="danger">{LL.failed()}</Notice>}
          {state.step === 'tooManyUploads' && <Notice tone="danger">{LL.tooManyUploads()}</Notice>}
          {sides.map((side) => (
            <Side
              key={side}
              side={side}
              image={state[side]}
              editable={state.step === 'editing'}
              url={imageUrls?.[side] ?? null}
              onChooseFile={(file) => onChooseFile(side, file)}
            />
          ))}
          <div>
            {canRetry(state) ? (
              <Button onPress={onRetry}>{LL.retry()}</Button>
            ) : state.step === 'saved' ? null : (
              <Button
                onPress={onSave}
                busy={busy}
                busyLabel={LL.saving()}
                isDisabled={!busy && !canSaveInsuranceCard(state)}
              >
                {LL.save()}
              </Button>
            )}
          </div>
          {(state.step === 'saved' || canRetry(state) || (state.step === 'editing' && anyChosen)) && (
            <div>
              <Button variant="secondary" onPress={onChangeImages}>
                {LL.changeImages()}
              </Button>
            </div>
          )}
        </Stack>
      </div>
    </Card>
  );
}

function Side({
  side,
  image,
  editable,
  url,
  onChooseFile,
}: {
  side: CardSide;
  image: CardImage;
  editable: boolean;
  url: string | null;
  onChooseFile: (file: File) => void;
}) {
  const LL = useWords().myInformation.card;
  const name = LL[side]();
  return (
    <section aria-label={name} data-image={image.state}>
      <Stack space="sm">
        <h3>{name}</h3>
        {image.state === 'uploaded' && url !== null && (
          <img
            src={url}
            alt={LL.imageAlt({ side: name.toLocaleLowerCase() })}
            style={{ maxWidth: '20rem' }}
          />
        )}
        {image.state === 'uploading' && (
          <ProgressBar label={LL.uploading({ side: name.toLocaleLowerCase() })} value={image.progress} />
        )}
        <p>
          {image.state === 'missing'
            ? LL.missing()
            : image.state === 'ready-to-upload'
              ? LL.ready()
              : image.state === 'uploaded'
                ? LL.uploaded()
                : image.state === 'error'
                  ? LL.failed()
                  : null}
        </p>
        {editable && image.state !== 'uploaded' && (
          // The browser's own file field draws its button and 'no file chosen' in the machine's font
          // and words; the design system's button opens the same file dialog.
          <div>
            <FileTrigger
              acceptedFileTypes={[...insuranceCardMimeTypes]}
              onSelect={(list) => {
                const file = list?.[0];
                if (file) onChooseFile(file);
              }}
            >
              <Button variant="secondary">{LL.choose({ side: name.toLocaleLowerCase() })}</Button>
            </FileTrigger>
          </div>
        )}
      </Stack>
    </section>
  );
}
