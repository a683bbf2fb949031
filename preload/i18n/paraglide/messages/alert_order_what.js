/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ item: NonNullable<unknown>, worker: NonNullable<unknown> }} Alert_Order_WhatInputs */

const en_alert_order_what = /** @type {(inputs: Alert_Order_WhatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.item} for ${i?.worker}`)
};

const es_alert_order_what = /** @type {(inputs: Alert_Order_WhatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.item} para ${i?.worker}`)
};

/**
* | output |
* | --- |
* | "{item} for {worker}" |
*
* @param {Alert_Order_WhatInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_order_what = /** @type {((inputs: Alert_Order_WhatInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Order_WhatInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_alert_order_what, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alert_order_what(inputs)
	return en_alert_order_what(inputs)
});