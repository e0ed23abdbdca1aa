import { useTranslation } from 'react-i18next';
import { Button, Label, TextArea, TextField } from 'react-aria-components';
import { Copy, TriangleAlert } from 'lucide-react';
import type { CreatedAccessToken } from '@highwater/core/api/access-tokens';
import { useCopyText } from '@/lib/use-copy-text.ts';

/** The token just created, shown this once (the server keeps only its hash), to be copied. */
export function NewAccessToken({
  token,
  onDone,
}: {
  token: CreatedAccessToken;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const copy = useCopyText();
  return (
    <div className="access-tokens__new" role="status">
      <h4 className="access-tokens__subheading">
        {t('accesstokens.created_title', { name: token.name })}
      </h4>
      <p className="access-tokens__warning">
        <TriangleAlert size={16} aria-hidden="true" />
        {t('accesstokens.created_warning')}
      </p>
      <TextField className="access-tokens__field" value={token.token} isReadOnly>
        <Label className="access-tokens__label">{t('accesstokens.token_label')}</Label>
        {/* Wraps rather than scrolls, so the whole token can be checked on a phone too. */}
        <TextArea
          className="access-tokens__input access-tokens__secret"
          rows={2}
          onFocus={(event) => event.currentTarget.select()}
        />
      </TextField>
      <div className="access-tokens__actions">
        <Button
          className="button button--primary"
          onPress={() =>
            void copy(token.token, t('accesstokens.copied'), t('accesstokens.copy_prompt'))
          }
        >
          <Copy size={16} aria-hidden="true" />
          {t('accesstokens.copy')}
        </Button>
        <Button className="button" onPress={onDone}>
          {t('accesstokens.done')}
        </Button>
      </div>
    </div>
  );
}
