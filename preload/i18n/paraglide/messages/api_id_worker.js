/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Id_WorkerInputs */

const en_api_id_worker = /** @type {(inputs: Api_Id_WorkerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The worker id`)
};

/**
* | output |
* | --- |
* | "The worker id" |
*
* @param {Api_Id_WorkerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_id_worker = /** @type {((inputs?: Api_Id_WorkerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Id_WorkerInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_id_worker", en_api_id_worker));
