// Command 01-scheme prints a guided tour of the Scheme: the kinds every
// API group registered, an object created from its GroupVersionKind, and a
// Deployment decoded in an old version, defaulted, converted and encoded.
//
//	go run ./01-scheme
//	go run ./01-scheme -f my-deployment.yaml --output-version apps/v1beta1
package main

import (
	"os"

	"github.com/kube-rebuilt/apiserver/01-scheme/app"
)

func main() {
	if err := app.NewTourCommand().Execute(); err != nil {
		os.Exit(1)
	}
}
