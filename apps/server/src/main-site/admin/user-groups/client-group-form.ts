import type { Language } from '@highwater/core/constants';
import type { Config } from '@/config.ts';
import type { Db } from '@/db/database.ts';
import { isFileTransferAddress } from '@/domain/file-transfer-address.ts';
import { textField, type FieldError, type FormBody } from '../forms/form-input.ts';
import { isSlug } from '../forms/slug.ts';
import { GROUP_LIMITS, USER_GROUPS_TEXTS } from './user-groups-texts.ts';

export interface ClientGroupValues {
  name: string;
  slug: string;
  /** '' for none: the default file-transfer page. */
  fileTransfer: string;
}

/**
 * Sites the web app may frame (its Content-Security-Policy's frame-src): an address elsewhere
 * would be stored but show an empty frame, so it is refused here.
 */
export function frameableOrigins(config: Config): string[] {
  const fallback = new URL(config.defaultFileTransferUrl).origin;
  return [...new Set([fallback, ...config.fileTransferOrigins])].filter((origin) =>
    origin.startsWith('https://'),
  );
}

export function readClientGroupForm(body: FormBody): ClientGroupValues {
  return {
    name: textField(body, 'name'),
    slug: textField(body, 'slug'),
    fileTransfer: textField(body, 'file_transfer'),
  };
}

/** What is wrong with the form, field by field, in the viewer's language; [] when it may be saved. */
export async function checkClientGroupForm(
  db: Db,
  config: Config,
  values: ClientGroupValues,
  lang: Language,
  groupId: number | null,
): Promise<FieldError[]> {
  const t = USER_GROUPS_TEXTS[lang].errors;
  const errors: FieldError[] = [];
  if (values.name === '') errors.push({ field: 'name', message: t.name });
  else if (values.name.length > GROUP_LIMITS.name) {
    errors.push({ field: 'name', message: t.nameTooLong });
  }
  if (!isSlug(values.slug)) errors.push({ field: 'slug', message: t.slug });
  else {
    const taken = await db
      .selectFrom('client_groups')
      .select('id')
      .where('slug', '=', values.slug)
      .$if(groupId !== null, (query) => query.where('id', '!=', groupId!))
      .executeTakeFirst();
    if (taken) errors.push({ field: 'slug', message: t.slugTaken });
  }
  if (values.fileTransfer !== '') {
    const origins = frameableOrigins(config);
    if (
      values.fileTransfer.length > GROUP_LIMITS.address ||
      !isFileTransferAddress(values.fileTransfer)
    ) {
      errors.push({ field: 'file_transfer', message: t.fileTransfer });
    } else if (!origins.includes(new URL(values.fileTransfer).origin)) {
      const names = origins.join(', ') || USER_GROUPS_TEXTS[lang].noOrigins;
      errors.push({ field: 'file_transfer', message: t.fileTransferOrigin(names) });
    }
  }
  return errors;
}
