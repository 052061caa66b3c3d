/**
 * Links between the guest pages (spec section 2: {service} is the service name). Demo variants
 * put `/d/` after the area: /app/hu/d/{rId}, /app/hu/d/menu/{rId}/{service},
 * /app/hu/d/guest-profile/{rId}, /app/hur/d/{bId}, /app/u/d/menu/{bId}/{tId}.
 */
const enc = encodeURIComponent
const d = (demo: boolean) => (demo ? 'd/' : '')

export function roomPath(roomId: string, demo = false): string {
  return `/app/hu/${d(demo)}${enc(roomId)}`
}

export function menuPath(roomId: string, serviceName: string, demo = false): string {
  return `/app/hu/${d(demo)}menu/${enc(roomId)}/${enc(serviceName)}`
}

export function profilePath(roomId: string, demo = false): string {
  return `/app/hu/${d(demo)}guest-profile/${enc(roomId)}`
}

export function roomlessPath(businessId: string, demo = false): string {
  return `/app/hur/${d(demo)}${enc(businessId)}`
}

export function tablePath(businessId: string, tableId: string, demo = false): string {
  return `/app/u/${d(demo)}menu/${enc(businessId)}/${enc(tableId)}`
}

/** Public pages a roomless guest can use (spec section 2, "Public"). */
export function publicReservationPath(businessId: string, serviceName: string): string {
  return `/app/public/reservation/${enc(businessId)}/${enc(serviceName)}`
}

export function publicSpaPath(businessId: string, serviceName: string): string {
  return `/app/public/spa/${enc(businessId)}/${enc(serviceName)}`
}

export function publicMicePath(businessId: string, serviceName: string): string {
  return `/app/public/mice/${enc(businessId)}/${enc(serviceName)}`
}

/** A room guest's table booking of a restaurant or pool (HotelUserRestaurant). */
export function reservationPath(roomId: string, serviceName: string): string {
  return `/app/hu/reservation/${enc(roomId)}/${enc(serviceName)}`
}

/** A room guest's spa booking (HotelUserSpa), or its demo. */
export function spaPath(roomId: string, serviceName: string, demo = false): string {
  return `/app/hu/${d(demo)}spa/${enc(roomId)}/${enc(serviceName)}`
}

/** A room's info page (HotelUserInfo), or its demo. */
export function infoPath(roomId: string, serviceName: string, demo = false): string {
  return `/app/hu/${d(demo)}info/${enc(roomId)}/${enc(serviceName)}`
}
