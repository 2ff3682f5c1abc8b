import { Button } from '#client/components/ui/button';
import { fr } from '#shared/i18n/fr';

/** 'Afficher plus', centred under a list read a page at a time. */
export function LoadMoreButton({
  isLoading,
  onClick,
}: {
  isLoading?: boolean;
  onClick?: () => void;
}) {
  return (
    <div className="flex justify-center">
      <Button variant="secondary" size="sm" isLoading={isLoading} onClick={onClick}>
        {fr.common.loadMore}
      </Button>
    </div>
  );
}
