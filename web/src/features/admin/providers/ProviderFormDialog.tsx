// The admin's provider form (document 2, 2.3 and section 5) in its dialog, for Add Provider, Edit and 'Approve with
// Edits': services rows (first required, empty ones dropped), single or multiple locations with the duplicate rules and
// 'All cities', rating slider, review count, contact info; 'Add Provider' / 'Update Provider', 'Saving...' while busy.
// Loaded lazily by the Provider Management and Provider Suggestions tabs (its own chunk); mounted while open, so each
// opening starts from `initial`.
import { useState } from 'react';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Col, Flex, Form, Input, InputNumber, Radio, Row, Select, Slider, Switch, Typography } from 'antd';
import { ALL_CITIES } from '@knowledge/locations';
import { ADMIN, PROVIDER_ADMIN } from '@contracts/messages';
import { locationConflict, PROVIDER_LIMITS as L, providerFormSchema, type LocationChoice, type ProviderFormInput } from '@contracts/provider';
import { cityOptions, COUNTRY_OPTIONS } from '../../../lib/locationOptions';
import { zodRule } from '../../../lib/zodRule';
import { showServerFieldErrors } from '../kit/FormDialog';
import { toProviderInput, type KeptPoint, type ProviderFormValues } from './formValues';
import { AdminDialog } from '../kit/AdminDialog';

/** The rating slider's step (the rule takes one decimal). */
const RATING_STEP = 0.1;

const F = PROVIDER_ADMIN.fields;

const placeLabel = (l: LocationChoice) => `${l.isAllCities ? ALL_CITIES : l.city}, ${l.country}`;

/** The multiple-locations editor: a country, a city or 'All cities', Add Location (with the duplicate rules), the list. */
function LocationsEditor({ value = [], onChange, disabled }: { value?: LocationChoice[]; onChange?: (next: LocationChoice[]) => void; disabled?: boolean }) {
  const [country, setCountry] = useState<string | undefined>();
  const [city, setCity] = useState<string | undefined>();
  const [all, setAll] = useState(false);
  const [conflict, setConflict] = useState<string | undefined>();
  const ready = Boolean(country) && (all || Boolean(city));
  const add = () => {
    if (!country || !ready) return;
    const candidate: LocationChoice = { country, city: all ? ALL_CITIES : (city ?? ''), isAllCities: all };
    const message = locationConflict(value, candidate);
    setConflict(message);
    if (message) return;
    onChange?.([...value, candidate]);
    setCity(undefined);
    setAll(false);
  };
  return (
    <div className="provider-locations">
      <Row gutter={[12, 8]} align="bottom">
        <Col xs={24} sm={9}>
          <Typography.Text className="provider-form-sublabel">{F.country}</Typography.Text>
          <Select
            aria-label={`${F.locations}: ${F.country}`}
            value={country}
            options={COUNTRY_OPTIONS}
            placeholder={F.selectCountry}
            showSearch={{ optionFilterProp: 'label' }}
            disabled={disabled}
            onChange={(next: string) => {
              setCountry(next);
              setCity(undefined);
              setConflict(undefined);
            }}
            style={{ width: '100%' }}
          />
        </Col>
        <Col xs={24} sm={9}>
          <Typography.Text className="provider-form-sublabel">{F.city}</Typography.Text>
          <Select
            aria-label={`${F.locations}: ${F.city}`}
            value={all ? undefined : city}
            options={cityOptions(country)}
            placeholder={country ? F.selectCity : F.selectCountryFirst}
            showSearch={{ optionFilterProp: 'label' }}
            disabled={disabled || !country || all}
            onChange={(next: string) => {
              setCity(next);
              setConflict(undefined);
            }}
            style={{ width: '100%' }}
          />
        </Col>
        <Col xs={24} sm={6}>
          <Checkbox
            checked={all}
            disabled={disabled || !country}
            onChange={(e) => {
              setAll(e.target.checked);
              setConflict(undefined);
            }}
          >
            {PROVIDER_ADMIN.allCities}
          </Checkbox>
        </Col>
      </Row>
      <Button icon={<PlusOutlined />} onClick={add} disabled={disabled || !ready} style={{ marginTop: 8 }}>
        {PROVIDER_ADMIN.addLocation}
      </Button>
      {conflict && <Alert type="error" showIcon title={conflict} style={{ marginTop: 8 }} role="alert" />}
      {value.length === 0 ? (
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          {F.noLocations}
        </Typography.Paragraph>
      ) : (
        <ul className="provider-location-list" aria-label={F.locations}>
          {value.map((l, i) => (
            <li key={`${l.country}|${l.city}`}>
              <span>{placeLabel(l)}</span>
              <Button
                size="small"
                type="text"
                icon={<DeleteOutlined />}
                aria-label={F.removeLocation(placeLabel(l))}
                disabled={disabled}
                onClick={() => onChange?.(value.filter((_, n) => n !== i))}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export interface ProviderFormDialogProps {
  open: boolean;
  title: string;
  /** 'Add Provider' (a new provider, also from a suggestion) or 'Update Provider'. */
  mode: 'create' | 'update';
  initial: ProviderFormValues;
  /** The point of the provider being edited, kept while its place is unchanged. */
  point?: KeptPoint;
  busy: boolean;
  /** Saves; resolves to whether it worked (the caller shows the toasts and closes on success). */
  onSubmit: (input: ProviderFormInput) => Promise<{ ok: boolean; error?: unknown }>;
  onClose: () => void;
}

const rule = (name: string | (string | number)[]) => [zodRule(providerFormSchema, name)];

export default function ProviderFormDialog({ open, title, mode, initial, point, busy, onSubmit, onClose }: ProviderFormDialogProps) {
  const [form] = Form.useForm<ProviderFormValues>();
  const locationMode = Form.useWatch('locationMode', form) ?? initial.locationMode;
  const country = Form.useWatch('country', form);
  const locations = Form.useWatch('locations', form) ?? initial.locations;
  const rating = Form.useWatch('rating', form) ?? initial.rating;
  const needsLocation = locationMode === 'multiple' && locations.length === 0;

  const submit = async () => {
    const values = await form.validateFields();
    showServerFieldErrors(form, await onSubmit(toProviderInput({ ...initial, ...values }, point)));
  };

  return (
    <AdminDialog
      open={open}
      title={title}
      onClose={onClose}
      width={760}
      busy={busy}
      footer={
        <Flex justify="end" gap={8} wrap>
          <Button onClick={onClose} disabled={busy}>
            {ADMIN.cancel}
          </Button>
          <Button type="primary" onClick={() => void submit().catch(() => undefined)} loading={busy} disabled={needsLocation}>
            {busy ? PROVIDER_ADMIN.saving : mode === 'create' ? PROVIDER_ADMIN.addProvider : PROVIDER_ADMIN.updateProvider}
          </Button>
        </Flex>
      }
    >
      <Form<ProviderFormValues>
        form={form}
        layout="vertical"
        name="provider-form"
        initialValues={initial}
        disabled={busy}
        noValidate
        onValuesChange={(changed: Partial<ProviderFormValues>) => {
          if ('country' in changed) form.setFieldValue('city', undefined);
          // Switching to a single location clears the list.
          if (changed.locationMode === 'single') form.setFieldValue('locations', []);
        }}
      >
        <Form.Item label={F.name} name="name" required rules={rule('name')}>
          <Input maxLength={L.nameMax} autoComplete="organization" />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label={F.logo} name="logo" rules={rule('logo')}>
              <Input type="url" maxLength={L.webAddressMax} placeholder="https://" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={F.category} name="category" rules={rule('category')}>
              <Input maxLength={L.categoryMax} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label={F.description} name="description" rules={rule('description')}>
          <Input.TextArea rows={3} maxLength={L.descriptionMax} showCount />
        </Form.Item>
        <Form.Item label={F.featured} name="featured" valuePropName="checked">
          <Switch />
        </Form.Item>

        <fieldset className="provider-form-group">
          <legend className="provider-form-legend">
            <span className="provider-form-required" aria-hidden="true">
              *
            </span>
            {F.services}
          </legend>
          <Form.List name="services">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field, index) => (
                  <Flex key={field.key} gap={8} align="start">
                    <Form.Item
                      name={field.name}
                      style={{ flex: 1, marginBottom: 8 }}
                      rules={[
                        ...rule(['services', index]),
                        ...(index === 0 ? [{ validator: (_: unknown, v: unknown) => (String(v ?? '').trim() ? Promise.resolve() : Promise.reject(new Error(PROVIDER_ADMIN.serviceRequired))) }] : []),
                      ]}
                    >
                      <Input aria-label={F.service(index + 1)} maxLength={L.serviceMax} placeholder={index === 0 ? F.servicePlaceholder : undefined} />
                    </Form.Item>
                    <Button icon={<DeleteOutlined />} aria-label={F.removeService(index + 1)} disabled={fields.length <= 1} onClick={() => remove(field.name)} />
                  </Flex>
                ))}
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add('')}>
                  {F.addService}
                </Button>
              </>
            )}
          </Form.List>
        </fieldset>

        <Form.Item label={F.locationType} name="locationMode">
          <Radio.Group
            optionType="button"
            options={[
              { value: 'single', label: F.single },
              { value: 'multiple', label: F.multiple },
            ]}
          />
        </Form.Item>
        {locationMode === 'single' ? (
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item label={F.country} name="country" required rules={rule('country')}>
                <Select options={COUNTRY_OPTIONS} placeholder={F.selectCountry} showSearch={{ optionFilterProp: 'label' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label={F.city} name="city" required rules={rule('city')}>
                <Select
                  options={cityOptions(country)}
                  placeholder={country ? F.selectCity : F.selectCountryFirst}
                  disabled={!country || busy}
                  showSearch={{ optionFilterProp: 'label' }}
                />
              </Form.Item>
            </Col>
          </Row>
        ) : (
          <Form.Item label={F.locations} name="locations" required rules={rule('locations')}>
            <LocationsEditor disabled={busy} />
          </Form.Item>
        )}
        {needsLocation && <Alert type="warning" showIcon title={PROVIDER_ADMIN.locationRequired} style={{ marginBottom: 16 }} />}

        <Row gutter={16}>
          <Col xs={24} md={16}>
            <Form.Item label={`${F.rating}: ${Number(rating ?? 0).toFixed(1)}`} name="rating" rules={rule('rating')}>
              <Slider min={0} max={5} step={RATING_STEP} ariaLabelForHandle={F.rating} marks={{ 0: '0', 1: '1', 2: '2', 3: '3', 4: '4', 5: '5' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={F.reviewCount} name="review_count">
              <InputNumber min={0} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>

        <fieldset className="provider-form-group">
          <legend className="provider-form-legend">{F.contactInfo}</legend>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item label={F.email} name={['contact_info', 'email']} rules={rule(['contact_info', 'email'])}>
                <Input type="email" maxLength={L.emailMax} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label={F.phone} name={['contact_info', 'phone']} rules={rule(['contact_info', 'phone'])}>
                <Input type="tel" maxLength={L.phoneMax} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label={F.website} name={['contact_info', 'website']} rules={rule(['contact_info', 'website'])}>
                <Input type="url" maxLength={L.webAddressMax} placeholder="https://" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label={F.address} name={['contact_info', 'address']} rules={rule(['contact_info', 'address'])}>
                <Input maxLength={L.addressMax} autoComplete="off" />
              </Form.Item>
            </Col>
          </Row>
        </fieldset>
      </Form>
    </AdminDialog>
  );
}
