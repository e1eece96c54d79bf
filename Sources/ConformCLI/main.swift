print("conform: under construction")
