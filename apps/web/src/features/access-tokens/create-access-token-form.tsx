import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, Label, Radio, RadioGroup, Text, TextField } from 'react-aria-components';
import {
  ACCESS_TOKEN_LIFETIMES_DAYS,
  ACCESS_TOKEN_NAME_MAX,
  type AccessTokenLifetime,
  type CreatedAccessToken,
} from '@highwater/core/api/access-tokens';
import { useCreateAccessToken } from '@/api/create-access-token.ts';
import { useNotifications } from '@/ui/notifications/notifications-context.tsx';

const DEFAULT_LIFETIME: AccessTokenLifetime = 90;

const isLifetime = (value: string): value is `${AccessTokenLifetime}` =>
  ACCESS_TOKEN_LIFETIMES_DAYS.some((days) => String(days) === value);

/** A name and a lifetime; the created token (with its secret) goes to `onCreated`. */
export function CreateAccessTokenForm({
  onCreated,
}: {
  onCreated: (token: CreatedAccessToken) => void;
}) {
  const { t } = useTranslation();
  const { notify } = useNotifications();
  const create = useCreateAccessToken();
  const [name, setName] = useState('');
  const [days, setDays] = useState<AccessTokenLifetime>(DEFAULT_LIFETIME);
  const canCreate = name.trim() !== '' && !create.isPending;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canCreate) return;
    create.mutate(
      { name: name.trim(), expires_in_days: days },
      {
        onSuccess: (created) => {
          setName('');
          onCreated(created);
        },
        onError: (error) => notify({ message: t('accesstokens.create_failed'), error }),
      },
    );
  };

  return (
    <form className="access-tokens__form" onSubmit={submit}>
      <h4 className="access-tokens__subheading">{t('accesstokens.new_heading')}</h4>
      <TextField
        className="access-tokens__field"
        value={name}
        onChange={setName}
        maxLength={ACCESS_TOKEN_NAME_MAX}
      >
        <Label className="access-tokens__label">{t('accesstokens.name')}</Label>
        <Input className="access-tokens__input" />
        <Text slot="description" className="access-tokens__hint">
          {t('accesstokens.name_hint')}
        </Text>
      </TextField>
      <RadioGroup
        className="access-tokens__field"
        value={String(days)}
        orientation="horizontal"
        onChange={(value) => {
          if (isLifetime(value)) setDays(Number(value) as AccessTokenLifetime);
        }}
      >
        <Label className="access-tokens__label">{t('accesstokens.expiry')}</Label>
        <div className="segmented__options access-tokens__lifetimes">
          {ACCESS_TOKEN_LIFETIMES_DAYS.map((lifetime) => (
            <Radio key={lifetime} value={String(lifetime)} className="segmented__option">
              {t(`accesstokens.days_${lifetime}`)}
            </Radio>
          ))}
        </div>
      </RadioGroup>
      <Button
        type="submit"
        className="button button--primary access-tokens__create"
        isDisabled={!canCreate}
      >
        {t('accesstokens.create')}
      </Button>
    </form>
  );
}
