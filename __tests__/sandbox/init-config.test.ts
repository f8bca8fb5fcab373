import { descriptorsFromStatus } from '../../src/sandbox/init-config.js'

describe('descriptorsFromStatus', () => {
  it("reads the init's descriptors line among its status lines", () => {
    const status = [
      { event: 'ready' },
      { event: 'descriptors', message: '{"passed":[0,1,2],"closed":[20,21]}' },
      { event: 'tracer-exit', message: '{"code":0,"signal":null,"at":1}' }
    ]
    expect(descriptorsFromStatus(status)).toEqual({ passed: [0, 1, 2], closed: [20, 21] })
  })

  it('is undefined when the init never got that far or wrote something else', () => {
    expect(descriptorsFromStatus([{ event: 'error', message: 'ip: not found' }])).toBeUndefined()
    expect(descriptorsFromStatus([{ event: 'descriptors', message: 'not json' }])).toBeUndefined()
    expect(descriptorsFromStatus([{ event: 'descriptors', message: '{"passed":"0,1,2"}' }])).toBeUndefined()
  })
})
