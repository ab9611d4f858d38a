import { describe, expect, it } from 'vitest';
import { Frame } from '../../../server/hub/frame';
import {
  encodeClose,
  encodeCompletion,
  encodeHandshakeResponse,
  encodeInvocation,
  parseMessage,
  RecordReader,
} from '../../../server/hub/protocols/json';
import { InvalidDataError } from '../../../server/hub/protocols/messages';

const b = (s: string) => Buffer.from(s);

describe('RecordReader', () => {
  it('splits records across chunks and several per chunk', () => {
    const reader = new RecordReader(100);
    expect(reader.push(b('{"a":'))).toEqual([]);
    expect(reader.push(b('1}\x1e{"b":2}\x1e{"c"')).map(String)).toEqual(['{"a":1}', '{"b":2}']);
    expect(reader.push(b(':3}\x1e')).map(String)).toEqual(['{"c":3}']);
  });

  it('counts bytes, not characters, against the limit, including an unterminated tail', () => {
    expect(() => new RecordReader(10).push(b('ééééééé\x1e'))).toThrow(InvalidDataError);
    const reader = new RecordReader(10);
    reader.push(b('12345'));
    expect(() => reader.push(b('678901'))).toThrow(
      'The maximum message size of 10B was exceeded. The message size can be configured in AddHubOptions.',
    );
  });
});

describe('parseMessage', () => {
  it('parses each message type and ignores unknown ones', () => {
    expect(parseMessage(b('{"type":1,"target":"A","arguments":[1],"invocationId":"9"}'))).toEqual({
      type: 1,
      target: 'A',
      arguments: [1],
      invocationId: '9',
    });
    expect(parseMessage(b('{"type":3,"invocationId":"1","result":null}'))).toEqual({
      type: 3,
      invocationId: '1',
      result: null,
    });
    expect(parseMessage(b('{"type":7,"error":"x","allowReconnect":true}'))).toEqual({
      type: 7,
      error: 'x',
      allowReconnect: true,
    });
    expect(parseMessage(b('{"type":42}'))).toBeNull();
  });

  it('throws on protocol errors', () => {
    for (const bad of [
      '{"type":1,"target":"A"}',
      '{"type":1,"arguments":[]}',
      '{"type":1,"target":"A","arguments":[],"invocationId":5}',
      '{"type":4,"target":"A","arguments":[]}',
      '{"type":2,"invocationId":"1"}',
      '{"type":3,"invocationId":"1","result":1,"error":"e"}',
      '{"type":"1"}',
      '[1]',
      'nope',
    ]) {
      expect(() => parseMessage(b(bad)), bad).toThrow(InvalidDataError);
    }
  });
});

describe('encoders', () => {
  it('write ASP.NET shapes', () => {
    expect(encodeHandshakeResponse(null)).toBe('{}\x1e');
    expect(encodeHandshakeResponse('no')).toBe('{"error":"no"}\x1e');
    expect(encodeInvocation('Go', [1, 'a'])).toBe(
      '{"type":1,"target":"Go","arguments":[1,"a"]}\x1e',
    );
    expect(encodeCompletion('1', { result: undefined })).toBe(
      '{"type":3,"invocationId":"1","result":null}\x1e',
    );
    expect(encodeCompletion('1', { error: 'bad' })).toBe(
      '{"type":3,"invocationId":"1","error":"bad"}\x1e',
    );
    expect(encodeClose()).toBe('{"type":7}\x1e');
    expect(encodeClose('e', true)).toBe('{"type":7,"error":"e","allowReconnect":true}\x1e');
  });

  it('pre-builds unmasked WebSocket text frames for each length encoding', () => {
    expect([...Frame.raw('hi').webSocket('json')]).toEqual([0x81, 2, 0x68, 0x69]);
    expect([...Frame.raw('hi').webSocket('messagepack')]).toEqual([0x82, 2, 0x68, 0x69]);
    const medium = Frame.raw('x'.repeat(300)).webSocket('json');
    expect([medium[0], medium[1], medium.readUInt16BE(2), medium.length]).toEqual([
      0x81, 126, 300, 304,
    ]);
    const large = Frame.raw('x'.repeat(70_000)).webSocket('json');
    expect([large[1], large.readUInt32BE(6), large.length]).toEqual([127, 70_000, 70_010]);
  });

  it('frames SSE events line by line', () => {
    expect(Frame.raw('a\r\nb\x1e').sse.toString()).toBe('data: a\r\ndata: b\x1e\r\n\r\n');
  });
});
