import { countryOptions } from '@portal/domain';
import { Select, type SelectProps } from 'antd';
import { useMemo } from 'react';

/** Props of {@link CountrySelect}: those of an antd Select of strings, without its options. */
export type CountrySelectProps = Omit<SelectProps<string>, 'options' | 'showSearch'>;

/** A searchable select of the organization form's countries (countryOptions, spec §9), for a form item whose value is the Dutch country name. */
export function CountrySelect(props: CountrySelectProps) {
  const options = useMemo(() => countryOptions().map((name) => ({ value: name, label: name })), []);
  return <Select<string> {...props} showSearch={{ optionFilterProp: 'label' }} options={options} />;
}
