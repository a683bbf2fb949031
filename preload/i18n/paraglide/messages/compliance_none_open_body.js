/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_None_Open_BodyInputs */

const en_compliance_none_open_body = /** @type {(inputs: Compliance_None_Open_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick one above, or type the template id and the requirement id from the office's compliance template, then choose Open. The app keeps the value the server confirms for each requirement changed here.`)
};

const es_compliance_none_open_body = /** @type {(inputs: Compliance_None_Open_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija uno arriba, o escriba el ID de plantilla y el ID de requisito de la plantilla de cumplimiento de la oficina, y elija Abrir. La aplicación guarda el valor que el servidor confirma para cada requisito cambiado aquí.`)
};

/**
* | output |
* | --- |
* | "Pick one above, or type the template id and the requirement id from the office's compliance template, then choose Open. The app keeps the value the server co..." |
*
* @param {Compliance_None_Open_BodyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_none_open_body = /** @type {((inputs?: Compliance_None_Open_BodyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_None_Open_BodyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_compliance_none_open_body, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_compliance_none_open_body(inputs)
	return en_compliance_none_open_body(inputs)
});