/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Audit_OfflineInputs */

const en_office_audit_offline = /** @type {(inputs: Office_Audit_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Here you would see who viewed, downloaded, printed or changed which document and when, with filters by date and type.`)
};

const es_office_audit_offline = /** @type {(inputs: Office_Audit_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aquí vería quién vio, descargó, imprimió o cambió qué documento y cuándo, con filtros por fecha y tipo.`)
};

/**
* | output |
* | --- |
* | "Here you would see who viewed, downloaded, printed or changed which document and when, with filters by date and type." |
*
* @param {Office_Audit_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_audit_offline = /** @type {((inputs?: Office_Audit_OfflineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Audit_OfflineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_audit_offline, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_audit_offline(inputs)
	return en_office_audit_offline(inputs)
});