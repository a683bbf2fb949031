/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_Worker_By_IdInputs */

const en_follow_worker_by_id = /** @type {(inputs: Follow_Worker_By_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a worker by id`)
};

/**
* | output |
* | --- |
* | "Add a worker by id" |
*
* @param {Follow_Worker_By_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_worker_by_id = /** @type {((inputs?: Follow_Worker_By_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Worker_By_IdInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("follow_worker_by_id", en_follow_worker_by_id));
