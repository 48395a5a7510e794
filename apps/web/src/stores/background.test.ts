import { beforeEach, describe, expect, it } from 'vitest'
import { initialBackground, useBackgroundStore } from './background'

describe('background store', () => {
  beforeEach(() => useBackgroundStore.setState(initialBackground))

  it('starts with the seed values', () => {
    expect(useBackgroundStore.getState()).toMatchObject({
      token: false,
      details: 'details',
      userId: '',
      flagId: '',
    })
  })

  it('replaces exactly one value per setter', () => {
    const { changeTokenStatus, changeShowDetails, changeUserId, changeFlagId } =
      useBackgroundStore.getState()
    changeTokenStatus(true)
    expect(useBackgroundStore.getState()).toMatchObject({ ...initialBackground, token: true })
    changeShowDetails('summary')
    changeUserId('42')
    changeFlagId('7')
    expect(useBackgroundStore.getState()).toMatchObject({
      token: true,
      details: 'summary',
      userId: '42',
      flagId: '7',
    })
  })
})
