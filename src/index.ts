import * as core from '@actions/core'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { z } from 'zod'
core.info(`hello ${typeof Client} ${z.string().parse('x')}`)
