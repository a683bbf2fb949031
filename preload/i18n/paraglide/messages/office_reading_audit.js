/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Reading_AuditInputs */

const en_office_reading_audit = /** @type {(inputs: Office_Reading_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading the audit log from the server…`)
};

const es_office_reading_audit = /** @type {(inputs: Office_Reading_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leyendo el registro de auditoría del servidor…`)
};

/**
* | output |
* | --- |
* | "Reading the audit log from the server…" |
*
* @param {Office_Reading_AuditInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_reading_audit = /** @type {((inputs?: Office_Reading_AuditInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Reading_AuditInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_reading_audit, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_reading_audit(inputs)
	return en_office_reading_audit(inputs)
});