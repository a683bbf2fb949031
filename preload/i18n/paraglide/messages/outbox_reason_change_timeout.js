/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outbox_Reason_Change_TimeoutInputs */

const en_outbox_reason_change_timeout = /** @type {(inputs: Outbox_Reason_Change_TimeoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The change may have been applied.`)
};

const es_outbox_reason_change_timeout = /** @type {(inputs: Outbox_Reason_Change_TimeoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puede que el cambio se haya aplicado.`)
};

/**
* | output |
* | --- |
* | "The change may have been applied." |
*
* @param {Outbox_Reason_Change_TimeoutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const outbox_reason_change_timeout = /** @type {((inputs?: Outbox_Reason_Change_TimeoutInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outbox_Reason_Change_TimeoutInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_outbox_reason_change_timeout, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_outbox_reason_change_timeout(inputs)
	return en_outbox_reason_change_timeout(inputs)
});