/** What sending a booking needs and the form's first paint does not: loaded on the first send. */
export { v4 as uuidv4 } from 'uuid'
