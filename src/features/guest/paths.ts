/** Links between the guest pages (spec section 2: {service} is the service name). */
export function roomPath(roomId: string): string {
  return `/app/hu/${encodeURIComponent(roomId)}`
}

export function menuPath(roomId: string, serviceName: string): string {
  return `/app/hu/menu/${encodeURIComponent(roomId)}/${encodeURIComponent(serviceName)}`
}
