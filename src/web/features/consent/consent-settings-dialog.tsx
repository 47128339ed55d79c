import { useState } from 'react';
import { consentCopy } from '../../../content/consent-copy';
import {
  acceptAllConsent,
  type ConsentChoices,
  type ConsentRecord,
  customConsent,
  withdrawConsent,
} from '../../../domain/consent';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '../../components/ui/dialog';
import { CheckboxField } from '../../components/ui/field';

/** 'Cookie Settings': essential always on; analytics and marketing to choose; save, accept all, withdraw. */
export default function ConsentSettingsDialog({
  open,
  current,
  onOpenChange,
  onChoose,
}: {
  open: boolean;
  current: ConsentRecord | null;
  onOpenChange(open: boolean): void;
  onChoose(choices: ConsentChoices): void;
}) {
  const copy = consentCopy.settings;
  const [analytics, setAnalytics] = useState(current?.analytics ?? false);
  const [marketing, setMarketing] = useState(current?.marketing ?? false);
  const choose = (choices: ConsentChoices) => {
    onChoose(choices);
    onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={copy.title} description={copy.description}>
        <div className="flex flex-col gap-4">
          <CheckboxField
            label={`${copy.categories.essential.label} (${copy.categories.essential.alwaysOn})`}
            hint={copy.categories.essential.description}
            checked
            disabled
            readOnly
          />
          <CheckboxField
            label={copy.categories.analytics.label}
            hint={copy.categories.analytics.description}
            checked={analytics}
            onChange={(event) => setAnalytics(event.target.checked)}
          />
          <CheckboxField
            label={copy.categories.marketing.label}
            hint={copy.categories.marketing.description}
            checked={marketing}
            onChange={(event) => setMarketing(event.target.checked)}
          />
        </div>
        <DialogFooter className="mt-6">
          {(current?.analytics || current?.marketing) && (
            <Button variant="ghost" onClick={() => choose(withdrawConsent())}>
              {copy.withdraw}
            </Button>
          )}
          <Button variant="secondary" onClick={() => choose(customConsent({ analytics, marketing }))}>
            {copy.save}
          </Button>
          <Button onClick={() => choose(acceptAllConsent())}>{copy.acceptAll}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
