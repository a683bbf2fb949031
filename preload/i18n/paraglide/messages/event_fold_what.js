/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Fold_WhatInputs */

const en_event_fold_what = /** @type {(inputs: Event_Fold_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ended shifts`)
};

const es_event_fold_what = /** @type {(inputs: Event_Fold_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`los turnos terminados`)
};

/**
* | output |
* | --- |
* | "ended shifts" |
*
* @param {Event_Fold_WhatInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_fold_what = /** @type {((inputs?: Event_Fold_WhatInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Fold_WhatInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_event_fold_what, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_fold_what(inputs)
	return en_event_fold_what(inputs)
});