// Package notfoundhandler is the last handler of the server chain: a
// request no server of the chain claimed ends here.
//
// Stage 04 adds it, as the delegate of the extensions server, the last
// server of the chain (master -> extensions -> not-found).
// Upstream: k8s.io/apiserver/pkg/util/notfoundhandler.
//
// One departure: upstream answers a path nobody serves with Go's plain
// text "404 page not found" (http.NotFound). We answer a metav1.Status
// with code 404 and reason NotFound in the negotiated media type, so that
// every error of this server is a Status a client can decode; kubectl
// prints the same "the server could not find the requested resource"
// for both.
package notfoundhandler
