/* global window, document */
// A stand-in for Google's gapi.iframes loader (https://apis.google.com/js/api.js), which
// the Firebase SDK and the Auth Emulator's relay page fetch from the internet to pass a
// popup sign-in's result back to the page. The end-to-end tests run without internet
// access, so they serve this file in its place: the same calls, carried by postMessage.
(function () {
  var TAG = '__gapiIframesStub';
  var handlers = new Map();
  var waiting = new Map();
  var replies = new Map();
  var sequence = 0;

  function answer(source, message) {
    var result = handlers.get(message.name)(message.data);
    source.postMessage({ [TAG]: 'reply', id: message.id, responses: [result] }, '*');
  }

  function channel(target) {
    return {
      register: function (name, handler) {
        handlers.set(name, handler);
        var queued = waiting.get(name) || [];
        waiting.delete(name);
        queued.forEach(function (item) {
          answer(item.source, item.message);
        });
      },
      send: function (name, data, callback) {
        sequence += 1;
        var id = TAG + sequence + ':' + Math.random();
        replies.set(id, callback);
        target.postMessage({ [TAG]: 'call', id: id, name: name, data: data }, '*');
      },
    };
  }

  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || typeof message !== 'object' || !message[TAG]) return;
    if (message[TAG] === 'call') {
      // A call can come before its handler is registered: keep it until then.
      if (handlers.has(message.name)) answer(event.source, message);
      else
        waiting.set(
          message.name,
          (waiting.get(message.name) || []).concat({ source: event.source, message: message }),
        );
      return;
    }
    var callback = replies.get(message.id);
    replies.delete(message.id);
    try {
      if (callback) callback(message.responses);
    } catch {
      // gapi swallows what a reply callback throws; so does the stand-in.
    }
  });

  var context = {
    open: function (options, onOpened) {
      var frame = document.createElement('iframe');
      frame.src = options.url;
      var attributes = options.attributes || {};
      Object.assign(frame.style, attributes.style || {});
      frame.setAttribute('aria-hidden', 'true');
      frame.tabIndex = -1;
      var loaded = new Promise(function (resolve) {
        frame.addEventListener('load', resolve, { once: true });
      });
      options.where.appendChild(frame);
      var iframe = channel(frame.contentWindow);
      iframe.restyle = function () {
        return Promise.resolve();
      };
      iframe.ping = function (callback) {
        return loaded.then(callback);
      };
      return Promise.resolve(onOpened(iframe));
    },
    getParentIframe: function () {
      return channel(window.parent);
    },
  };

  window.gapi = {
    load: function (_name, options) {
      setTimeout(typeof options === 'function' ? options : options.callback, 0);
    },
    iframes: {
      getContext: function () {
        return context;
      },
      CROSS_ORIGIN_IFRAMES_FILTER: function () {
        return true;
      },
    },
  };

  var source = document.currentScript && document.currentScript.src;
  var onload = source ? new URL(source).searchParams.get('onload') : null;
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    else if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
