/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Demo_ExamplesInputs */

const en_office_demo_examples = /** @type {(inputs: Office_Demo_ExamplesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Examples from the demo data`)
};

const es_office_demo_examples = /** @type {(inputs: Office_Demo_ExamplesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ejemplos de los datos de demostración`)
};

/**
* | output |
* | --- |
* | "Examples from the demo data" |
*
* @param {Office_Demo_ExamplesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_demo_examples = /** @type {((inputs?: Office_Demo_ExamplesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Demo_ExamplesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_demo_examples, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_demo_examples(inputs)
	return en_office_demo_examples(inputs)
});