/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Alert_Item_NameInputs */

const en_alert_item_name = /** @type {(inputs: Alert_Item_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Item ${i?.id}`)
};

const es_alert_item_name = /** @type {(inputs: Alert_Item_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Artículo ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Item {id}" |
*
* @param {Alert_Item_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_item_name = /** @type {((inputs: Alert_Item_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Item_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_alert_item_name, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alert_item_name(inputs)
	return en_alert_item_name(inputs)
});