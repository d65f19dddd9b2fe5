import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { currentToast, dismissToast, showToast, useCurrentToast } from './toast.ts'

describe('toasts', () => {
  it('show one at a time: a new toast replaces the one showing, and dismissing the old one leaves it', () => {
    const first = showToast({ tone: 'success', title: 'Review Added' })
    const second = showToast({ tone: 'info', title: 'Saved' })
    dismissToast(first)
    expect(currentToast()?.title).toBe('Saved')

    dismissToast(second)
    expect(currentToast()).toBeNull()
  })

  it('render nothing on the server, where nothing has happened yet', () => {
    function Probe() {
      return createElement('p', null, useCurrentToast()?.title ?? 'none')
    }
    showToast({ tone: 'success', title: 'Review Added' })
    expect(renderToStaticMarkup(createElement(Probe))).toBe('<p>none</p>')
  })
})
