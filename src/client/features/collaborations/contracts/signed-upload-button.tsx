import { useRef, useState } from 'react';
import { toast } from '#client/lib/toast';
import { Upload } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { UploadProgress } from '#client/components/ui/upload-progress';
import { errorMessage } from '#client/lib/api';
import { isUploadBusy, useResumableUpload } from '#client/lib/use-resumable-upload';
import { useUploadSignedContract } from '#client/features/collaborations/contracts/api';
import { contracts } from '#shared/i18n/fr-contracts';

const t = contracts.section;

/**
 * 'Déposer le contrat signé': a contract signed on paper or elsewhere, sent by tus as every file
 * of the app, then named to the server, which marks the contract signed.
 */
export function SignedUploadButton({
  collaborationId,
  lineId,
  fullName,
}: {
  collaborationId: string;
  lineId: string;
  fullName: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const upload = useResumableUpload();
  const save = useUploadSignedContract(collaborationId);
  const isBusy = isUploadBusy(upload.state.status) || save.isPending;

  const handleChoose = async (file: File) => {
    setChosen(file);
    upload.reset();
    try {
      const uploadId = await upload.send(file);
      await save.mutateAsync({ lineId, uploadId });
      toast.success(t.uploaded);
      setChosen(null);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        isLoading={isBusy}
        aria-label={t.uploadSignedOf(fullName)}
        onClick={() => input.current?.click()}
      >
        <Upload aria-hidden className="h-4 w-4" />
        {t.uploadSigned}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        data-testid="signed-upload-input"
        accept=".pdf,.docx,application/pdf,image/*"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void handleChoose(file);
        }}
      />
      {chosen && upload.state.status !== 'success' && (
        <div className="basis-full">
          <UploadProgress
            state={upload.state}
            onPause={upload.pause}
            onResume={upload.resume}
            onCancel={upload.cancel}
          />
        </div>
      )}
    </>
  );
}
