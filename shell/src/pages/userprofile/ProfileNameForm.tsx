import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { updateProfileBodySchema } from '@vws/shared/contract/meta';
import { profileLoaded, showToast, useAppDispatch, useTranslation, useUpdateProfileMutation, type UserProfileData } from '@vws/shared/core';
import { FormField } from '../../ui/FormField';

const schema = updateProfileBodySchema.shape.userprofile;
type NameValues = { firstname: string; lastname: string };

interface Props {
  profile: UserProfileData;
  /** USER_DENY_Profile_Edit */
  denied: boolean;
}

/** First and last name (PUT /meta/userprofile/update-profile) with the spec §8 messages. */
export function ProfileNameForm({ profile, denied }: Props) {
  const { t } = useTranslation('shell');
  const [updateProfile] = useUpdateProfileMutation();
  const dispatch = useAppDispatch();
  const { register, handleSubmit, reset, formState } = useForm<NameValues>({
    resolver: zodResolver(schema),
    defaultValues: { firstname: profile.firstname, lastname: profile.lastname },
  });
  useEffect(() => reset({ firstname: profile.firstname, lastname: profile.lastname }), [profile.firstname, profile.lastname, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { userprofiledata } = await updateProfile({ userprofile: values }).unwrap();
      // The top bar shows the session's user: keep it in step with the profile.
      dispatch(profileLoaded(userprofiledata));
      showToast({ severity: 'success', detail: t('profile.updated') });
    } catch {
      showToast({ severity: 'error', detail: t('profile.updateFailed') });
    }
  });
  const errorOf = (name: keyof NameValues) => {
    const code = formState.errors[name]?.message;
    return code ? t(`common:validation.${code}`) : undefined;
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-column gap-3" aria-label={t('profile.nameSection')} data-testid="profile-name-form">
      {denied ? <Message severity="info" text={t('profile.profileEditDenied')} data-testid="profile-edit-denied" /> : null}
      <FormField id="profile-email" label={t('profile.email')}>
        <InputText id="profile-email" value={profile.email} readOnly disabled className="w-full" />
      </FormField>
      <div className="grid formgrid">
        <div className="col-12 md:col-6">
          <FormField id="profile-firstname" label={t('profile.firstname')} error={errorOf('firstname')}>
            <InputText
              id="profile-firstname"
              autoComplete="given-name"
              {...register('firstname')}
              disabled={denied}
              invalid={!!formState.errors.firstname}
              className="w-full"
            />
          </FormField>
        </div>
        <div className="col-12 md:col-6">
          <FormField id="profile-lastname" label={t('profile.lastname')} error={errorOf('lastname')}>
            <InputText
              id="profile-lastname"
              autoComplete="family-name"
              {...register('lastname')}
              disabled={denied}
              invalid={!!formState.errors.lastname}
              className="w-full"
            />
          </FormField>
        </div>
      </div>
      <div>
        <Button type="submit" label={t('profile.saveName')} icon="pi pi-save" disabled={denied || !formState.isDirty} loading={formState.isSubmitting} />
      </div>
    </form>
  );
}
