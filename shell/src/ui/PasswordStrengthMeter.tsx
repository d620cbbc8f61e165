import { useEffect, useState } from 'react';
import {
  loadPasswordWeaknessCheck,
  passwordRules,
  passwordStrength,
  passwordWeakness,
  passwordWeaknessCheckLoaded,
  PASSWORD_STRENGTH_KEYS,
  useTranslation,
} from '@vws/shared/core';

const LEVEL_COLOURS = ['#dc2626', '#f97316', '#eab308', '#22c55e', '#15803d'];

interface Props {
  password: string;
  repetition?: string;
  /** Name and e-mail: a password built from them counts as weak. */
  userInputs?: string[];
}

/**
 * Five strength levels (spec §5) and the policy checklist, updated as the user types. The
 * dictionaries and common-password lists (about 2.4 MB) are loaded when the meter first shows, so
 * no page without a password form carries them; until then the rules and patterns alone count.
 */
export function PasswordStrengthMeter({ password, repetition, userInputs = [] }: Props) {
  const { t } = useTranslation('common');
  const [listsLoaded, setListsLoaded] = useState(passwordWeaknessCheckLoaded);
  useEffect(() => {
    let cancelled = false;
    loadPasswordWeaknessCheck().then(
      () => !cancelled && setListsLoaded(true),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, []);

  const level = passwordStrength(password, userInputs);
  const rules = passwordRules(password, repetition);
  const rulesMet = rules.every((rule) => rule.ok || rule.rule === 'repetition');
  const weakness = listsLoaded && password && rulesMet ? passwordWeakness(password, userInputs) : undefined;
  const notGuessable = listsLoaded && !!password && rulesMet && !weakness;
  return (
    <div className="flex flex-column gap-2" data-testid="password-strength">
      <div className="flex align-items-center gap-2">
        <div
          className="flex gap-1 flex-1"
          role="meter"
          aria-label={t('password.strength.label')}
          aria-valuemin={0}
          aria-valuemax={4}
          aria-valuenow={password ? level : 0}
          aria-valuetext={password ? t(PASSWORD_STRENGTH_KEYS[level]) : ''}
        >
          {PASSWORD_STRENGTH_KEYS.map((key, index) => (
            <span
              key={key}
              className="flex-1 border-round"
              style={{ height: '0.4rem', background: password && index <= level ? LEVEL_COLOURS[level] : 'var(--surface-300)' }}
            />
          ))}
        </div>
        <small className="white-space-nowrap" style={{ minWidth: '6rem' }} data-testid="password-strength-label">
          {password ? t(PASSWORD_STRENGTH_KEYS[level]) : ''}
        </small>
      </div>
      <ul className="list-none p-0 m-0 flex flex-column gap-1 text-sm" aria-label={t('password.strength.label')}>
        {rules.map((rule) => (
          <li key={rule.rule} className={rule.ok ? 'text-green-700' : 'text-600'} data-rule={rule.rule} data-ok={rule.ok}>
            <i className={`pi ${rule.ok ? 'pi-check-circle' : 'pi-circle'} mr-2`} aria-hidden />
            {t(rule.labelKey)}
          </li>
        ))}
        <li className={notGuessable ? 'text-green-700' : 'text-600'} data-rule="notGuessable" data-ok={notGuessable}>
          <i className={`pi ${notGuessable ? 'pi-check-circle' : 'pi-circle'} mr-2`} aria-hidden />
          {t('password.rules.notGuessable')}
        </li>
      </ul>
      <small className="text-red-700" aria-live="polite" data-testid="password-weakness">
        {weakness ? t(`validation.${weakness}`) : ''}
      </small>
    </div>
  );
}
