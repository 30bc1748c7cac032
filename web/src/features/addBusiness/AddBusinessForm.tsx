// The 'Business Information' form of /add-business in plain elements (lib/plainForm, no antd): every field the
// provider suggestion's form fills, with its rule, message and length limit from contracts/providerSuggestion, country
// then city from the static list, the terms and privacy consents, 'Submitting...' while sending, the spec's toasts
// (antd's, loaded then), the server's field messages on the fields, and a reset after success.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ADD_BUSINESS } from '@contracts/messages';
import { SERVICE_OPTIONS, SUGGESTION_FORM_FIELDS, SUGGESTION_LIMITS } from '@contracts/providerSuggestion/entity';
import { providerSuggestionFormSchema, type ProviderSuggestionForm } from '@contracts/providerSuggestion/form';
import { ApiError } from '../../api/client';
import { runMutation } from '../../api/mutation';
import { useRuntimeConfig } from '../../app/runtimeConfig';
import { showToast } from '../../app/toasts';
import { cityOptions, COUNTRY_OPTIONS } from '../../lib/locationOptions';
import { CheckField, CheckGroupField, PrivacyConsentCheck, SelectField, SubmitButton, TextAreaField, TextField } from '../../lib/plainForm/fields';
import { usePlainForm } from '../../lib/plainForm/usePlainForm';
import { sendProviderSuggestion } from './api';

/** The form's fields in the order they show: the suggestion's (contracts/providerSuggestion), then the two consents. */
const FIELDS = [...(Object.keys(SUGGESTION_FORM_FIELDS) as (keyof typeof SUGGESTION_FORM_FIELDS)[]), 'agreeToTerms', 'consentToPrivacyPolicy'] as const;

/** The inputs' own limits: the suggestion's rules' (a longer text cannot be typed). */
const L = SUGGESTION_LIMITS;

/** The failure toast: the server's own words when it asks the sender to slow down or the bot check failed, else the spec's. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 429 || error.code === 'BotCheckFailed')) return error.message;
  return ADD_BUSINESS.failed;
}

/** The bot check the page gives the form (the account forms' Turnstile widget and token; inert when it is off). */
export interface FormBotCheck {
  widget: ReactNode;
  getToken: () => Promise<string>;
  reset: () => void;
}

export interface AddBusinessFormProps {
  bot: FormBotCheck;
  /** The link that opens the provider-listing terms, inside 'I agree to the ...'. */
  termsLink: ReactNode;
}

export function AddBusinessForm({ bot, termsLink }: AddBusinessFormProps) {
  const { siteName } = useRuntimeConfig();
  const form = usePlainForm({
    name: 'add-business',
    fields: FIELDS,
    schema: providerSuggestionFormSchema,
    boxes: ['agreeToTerms', 'consentToPrivacyPolicy'],
    lists: ['services'],
  });
  const [country, setCountry] = useState('');
  const countryRef = useRef<HTMLDivElement>(null);
  // A country chosen before the app took the page over offers its cities too.
  useEffect(() => setCountry(countryRef.current?.querySelector('select')?.value ?? ''), []);

  const send = async (parsed: ProviderSuggestionForm) => {
    const turnstileToken = await bot.getToken();
    await runMutation(
      sendProviderSuggestion,
      turnstileToken ? { ...parsed, turnstileToken } : parsed,
      {
        onSuccess: () => {
          form.reset();
          setCountry('');
        },
        success: () => ({ kind: 'success', title: ADD_BUSINESS.submittedTitle, description: ADD_BUSINESS.submitted(siteName) }),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400 && error.fields) form.showFieldErrors(error.fields);
        },
        failure: (error) => ({ kind: 'error', title: ADD_BUSINESS.failedTitle, description: failureMessage(error) }),
      },
      showToast,
    );
    if (turnstileToken) bot.reset();
  };

  return (
    <form ref={form.ref} id="add-business" name="add-business" noValidate onSubmit={form.submit(send)}>
      <TextField form={form} field="businessName" label="Business Name" autoComplete="organization" maxLength={L.nameMax} />
      <TextAreaField
        form={form}
        field="description"
        label="Business Description"
        rows={4}
        maxLength={L.textMax}
        placeholder="What your business does, the areas you cover and what makes you stand out"
      />
      <CheckGroupField form={form} field="services" label="Services Offered" options={SERVICE_OPTIONS} />
      <div className="pf-row" ref={countryRef}>
        <SelectField form={form} field="country" label="Country" options={COUNTRY_OPTIONS} placeholder="Select a country" onPick={setCountry} />
        {/* A new country empties the city: its select starts again with that country's cities. */}
        <SelectField
          key={country}
          form={form}
          field="city"
          label="City"
          options={cityOptions(country || undefined)}
          disabled={!country}
          placeholder={country ? 'Select a city' : ADD_BUSINESS.selectCountryFirst}
        />
      </div>
      <TextField form={form} field="address" label="Business Address (optional)" required={false} autoComplete="street-address" maxLength={L.addressMax} />
      <div className="pf-row">
        <TextField form={form} field="contactName" label="Contact Name" autoComplete="name" maxLength={L.contactNameMax} />
        <TextField form={form} field="email" label="Email" type="email" autoComplete="email" maxLength={L.emailMax} />
        <TextField form={form} field="phone" label="Phone" type="tel" autoComplete="tel" maxLength={L.phoneMax} />
        <TextField form={form} field="website" label="Website (optional)" required={false} type="url" autoComplete="url" maxLength={L.websiteMax} placeholder="https://" />
      </div>
      <TextAreaField
        form={form}
        field="additionalInfo"
        label="Additional Information (optional)"
        required={false}
        rows={3}
        maxLength={L.textMax}
        placeholder="Certifications, years in business, anything else we should know"
      />
      <CheckField form={form} field="agreeToTerms">
        I agree to the {termsLink}
      </CheckField>
      <PrivacyConsentCheck form={form} />
      {bot.widget}
      <SubmitButton busy={form.submitting}>{form.submitting ? ADD_BUSINESS.submitting : ADD_BUSINESS.submit}</SubmitButton>
    </form>
  );
}
