import { once } from 'node:events'
import { createServer, type AddressInfo, type Server } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findOutboxMessages, sendMail } from '../../../server/mail/index.ts'
import { resetEnvForTests } from '../../../server/shared/env.ts'
import { setupTestDatabase } from '../../support/database.ts'

setupTestDatabase()

/** A minimal SMTP server on 127.0.0.1 that keeps what it receives (no TLS, no auth). */
function startSmtpServer() {
  const received: string[] = []
  const server = createServer((socket) => {
    let isData = false
    let buffer = ''
    socket.write('220 test ESMTP\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString()
      if (isData) {
        const end = buffer.indexOf('\r\n.\r\n')
        if (end === -1) return
        received.push(buffer.slice(0, end))
        buffer = buffer.slice(end + 5)
        isData = false
        socket.write('250 queued\r\n')
      }
      let newline: number
      while (!isData && (newline = buffer.indexOf('\r\n')) !== -1) {
        const command = buffer.slice(0, newline).toUpperCase()
        buffer = buffer.slice(newline + 2)
        if (command.startsWith('EHLO') || command.startsWith('HELO')) socket.write('250 test\r\n')
        else if (command.startsWith('DATA')) {
          isData = true
          socket.write('354 go ahead\r\n')
        } else if (command.startsWith('QUIT')) socket.end('221 bye\r\n')
        else socket.write('250 ok\r\n')
      }
    })
  })

  return { server, received }
}

let smtp: { server: Server; received: string[] }

beforeAll(async () => {
  smtp = startSmtpServer()
  smtp.server.listen(0, '127.0.0.1')
  await once(smtp.server, 'listening')
})
afterAll(async () => {
  delete process.env.SMTP_URL
  process.env.NODE_ENV = 'test'
  resetEnvForTests()
  smtp.server.close()
})

describe('the mailer', () => {
  it('keeps every mail in the outbox when no SMTP server is configured', async () => {
    const { outboxId, delivery } = await sendMail({ to: 'reader@example.test', subject: 'Outbox only', text: 'Hello' })
    await delivery

    expect(outboxId).not.toBeNull()
    const [mail] = await findOutboxMessages({ to: 'reader@example.test' })
    expect(mail).toMatchObject({ subject: 'Outbox only', text: 'Hello', sentAt: null, error: null })
  })

  it('delivers through SMTP_URL and records the delivery in development and test', async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`
    resetEnvForTests()
    const { delivery } = await sendMail({ to: 'smtp@example.test', subject: 'Over SMTP', text: 'Delivered for real' })
    await delivery

    expect(smtp.received.join('\n')).toContain('Subject: Over SMTP')
    expect(smtp.received.join('\n')).toContain('Delivered for real')
    const [mail] = await findOutboxMessages({ to: 'smtp@example.test' })
    expect(mail?.sentAt).not.toBeNull()
  })

  it('keeps no copy in production when SMTP delivers', async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`
    process.env.NODE_ENV = 'production'
    // Production refuses to boot without PUBLIC_URL (issue 11, defect 4).
    process.env.PUBLIC_URL ??= 'http://localhost'
    resetEnvForTests()
    const { outboxId, delivery } = await sendMail({ to: 'prod@example.test', subject: 'Production', text: 'No copy' })
    await delivery

    expect(outboxId).toBeNull()
    expect(await findOutboxMessages({ to: 'prod@example.test' })).toEqual([])
    expect(smtp.received.join('\n')).toContain('Subject: Production')
  })

  it('records a failed delivery on the outbox row', async () => {
    const closed = createServer()
    closed.listen(0, '127.0.0.1')
    await once(closed, 'listening')
    const port = (closed.address() as AddressInfo).port
    closed.close()
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`
    process.env.NODE_ENV = 'test'
    resetEnvForTests()
    const { delivery } = await sendMail({ to: 'failing@example.test', subject: 'Will fail', text: 'x' })
    await delivery

    const [mail] = await findOutboxMessages({ to: 'failing@example.test' })
    expect(mail?.sentAt).toBeNull()
    expect(mail?.error).toMatch(/ECONNREFUSED/)
  })
})
